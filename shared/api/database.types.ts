export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: "12"
  }
  public: {
    Tables: {
      app_limits: {
        Row: {
          branches_per_business: number
          id: boolean
          items_per_business: number
          option_choices_per_business: number
          orders_per_address: number
          orders_per_business: number
          orders_per_table: number
          orders_remote_per_business: number
          storage_bytes_per_owner: number
          updated_at: string
        }
        Insert: {
          branches_per_business?: number
          id?: boolean
          items_per_business?: number
          option_choices_per_business?: number
          orders_per_address?: number
          orders_per_business?: number
          orders_per_table?: number
          orders_remote_per_business?: number
          storage_bytes_per_owner?: number
          updated_at?: string
        }
        Update: {
          branches_per_business?: number
          id?: boolean
          items_per_business?: number
          option_choices_per_business?: number
          orders_per_address?: number
          orders_per_business?: number
          orders_per_table?: number
          orders_remote_per_business?: number
          storage_bytes_per_owner?: number
          updated_at?: string
        }
        Relationships: []
      }
      app_secrets: {
        Row: {
          created_at: string
          name: string
          secret: string
        }
        Insert: {
          created_at?: string
          name: string
          secret: string
        }
        Update: {
          created_at?: string
          name?: string
          secret?: string
        }
        Relationships: []
      }
      branch_menu_items: {
        Row: {
          branch_id: string
          hidden: boolean
          id: string
          menu_item_id: string
          price: number | null
          sold_out: boolean
          sold_out_until: string | null
          updated_at: string
        }
        Insert: {
          branch_id: string
          hidden?: boolean
          id?: string
          menu_item_id: string
          price?: number | null
          sold_out?: boolean
          sold_out_until?: string | null
          updated_at?: string
        }
        Update: {
          branch_id?: string
          hidden?: boolean
          id?: string
          menu_item_id?: string
          price?: number | null
          sold_out?: boolean
          sold_out_until?: string | null
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "branch_menu_items_branch_id_fkey"
            columns: ["branch_id"]
            isOneToOne: false
            referencedRelation: "businesses"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "branch_menu_items_menu_item_id_fkey"
            columns: ["menu_item_id"]
            isOneToOne: false
            referencedRelation: "menu_items"
            referencedColumns: ["id"]
          },
        ]
      }
      business_devices: {
        Row: {
          business_id: string
          created_at: string
          created_by: string | null
          id: string
          last_seen_at: string | null
          name: string
          revoked_at: string | null
          screen: string
          user_id: string | null
        }
        Insert: {
          business_id: string
          created_at?: string
          created_by?: string | null
          id?: string
          last_seen_at?: string | null
          name: string
          revoked_at?: string | null
          screen: string
          user_id?: string | null
        }
        Update: {
          business_id?: string
          created_at?: string
          created_by?: string | null
          id?: string
          last_seen_at?: string | null
          name?: string
          revoked_at?: string | null
          screen?: string
          user_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "business_devices_business_id_fkey"
            columns: ["business_id"]
            isOneToOne: false
            referencedRelation: "businesses"
            referencedColumns: ["id"]
          },
        ]
      }
      business_invitations: {
        Row: {
          business_id: string
          created_at: string
          email: string
          expires_at: string
          id: string
          invited_by: string | null
          lang: string
          role: string
          sent_at: string
        }
        Insert: {
          business_id: string
          created_at?: string
          email: string
          expires_at?: string
          id?: string
          invited_by?: string | null
          lang?: string
          role: string
          sent_at?: string
        }
        Update: {
          business_id?: string
          created_at?: string
          email?: string
          expires_at?: string
          id?: string
          invited_by?: string | null
          lang?: string
          role?: string
          sent_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "business_invitations_business_id_fkey"
            columns: ["business_id"]
            isOneToOne: false
            referencedRelation: "businesses"
            referencedColumns: ["id"]
          },
        ]
      }
      business_members: {
        Row: {
          branch_ids: string[] | null
          business_id: string
          created_at: string
          invited_by: string | null
          role: string
          user_id: string
        }
        Insert: {
          branch_ids?: string[] | null
          business_id: string
          created_at?: string
          invited_by?: string | null
          role: string
          user_id: string
        }
        Update: {
          branch_ids?: string[] | null
          business_id?: string
          created_at?: string
          invited_by?: string | null
          role?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "business_members_business_id_fkey"
            columns: ["business_id"]
            isOneToOne: false
            referencedRelation: "businesses"
            referencedColumns: ["id"]
          },
        ]
      }
      business_slugs: {
        Row: {
          business_id: string | null
          created_at: string
          former_owner: string | null
          released_at: string | null
          slug: string
        }
        Insert: {
          business_id?: string | null
          created_at?: string
          former_owner?: string | null
          released_at?: string | null
          slug: string
        }
        Update: {
          business_id?: string | null
          created_at?: string
          former_owner?: string | null
          released_at?: string | null
          slug?: string
        }
        Relationships: [
          {
            foreignKeyName: "business_slugs_business_id_fkey"
            columns: ["business_id"]
            isOneToOne: false
            referencedRelation: "businesses"
            referencedColumns: ["id"]
          },
        ]
      }
      businesses: {
        Row: {
          address: string | null
          banner_url: string | null
          banner_widths: number[]
          category: string | null
          closed_checkout: string
          created_at: string
          delivery_fee: number | null
          delivery_minimum: number | null
          description: string | null
          description_ar: string | null
          email: string | null
          headline: string | null
          headline_ar: string | null
          id: string
          instagram_url: string | null
          languages: string[]
          logo_in_qr: boolean
          logo_url: string | null
          map_url: string | null
          name: string
          name_ar: string
          opening_hours: Json | null
          order_retention_days: number
          order_types: string[]
          outside_window: string
          owner_id: string
          parent_id: string | null
          payment_for: string[]
          phone: string | null
          prices_include_vat: boolean
          primary_language: string
          records_orders: boolean
          slug: string
          suspended_at: string | null
          suspension_reason: string | null
          table_labels: string[]
          temporarily_closed: boolean
          ticket_paper_mm: number
          tiktok_url: string | null
          updated_at: string
          vat_number: string | null
          whatsapp: string
        }
        Insert: {
          address?: string | null
          banner_url?: string | null
          banner_widths?: number[]
          category?: string | null
          closed_checkout?: string
          created_at?: string
          delivery_fee?: number | null
          delivery_minimum?: number | null
          description?: string | null
          description_ar?: string | null
          email?: string | null
          headline?: string | null
          headline_ar?: string | null
          id?: string
          instagram_url?: string | null
          languages?: string[]
          logo_in_qr?: boolean
          logo_url?: string | null
          map_url?: string | null
          name?: string
          name_ar?: string
          opening_hours?: Json | null
          order_retention_days?: number
          order_types?: string[]
          outside_window?: string
          owner_id: string
          parent_id?: string | null
          payment_for?: string[]
          phone?: string | null
          prices_include_vat?: boolean
          primary_language?: string
          records_orders?: boolean
          slug: string
          suspended_at?: string | null
          suspension_reason?: string | null
          table_labels?: string[]
          temporarily_closed?: boolean
          ticket_paper_mm?: number
          tiktok_url?: string | null
          updated_at?: string
          vat_number?: string | null
          whatsapp: string
        }
        Update: {
          address?: string | null
          banner_url?: string | null
          banner_widths?: number[]
          category?: string | null
          closed_checkout?: string
          created_at?: string
          delivery_fee?: number | null
          delivery_minimum?: number | null
          description?: string | null
          description_ar?: string | null
          email?: string | null
          headline?: string | null
          headline_ar?: string | null
          id?: string
          instagram_url?: string | null
          languages?: string[]
          logo_in_qr?: boolean
          logo_url?: string | null
          map_url?: string | null
          name?: string
          name_ar?: string
          opening_hours?: Json | null
          order_retention_days?: number
          order_types?: string[]
          outside_window?: string
          owner_id?: string
          parent_id?: string | null
          payment_for?: string[]
          phone?: string | null
          prices_include_vat?: boolean
          primary_language?: string
          records_orders?: boolean
          slug?: string
          suspended_at?: string | null
          suspension_reason?: string | null
          table_labels?: string[]
          temporarily_closed?: boolean
          ticket_paper_mm?: number
          tiktok_url?: string | null
          updated_at?: string
          vat_number?: string | null
          whatsapp?: string
        }
        Relationships: [
          {
            foreignKeyName: "businesses_parent_id_fkey"
            columns: ["parent_id"]
            isOneToOne: false
            referencedRelation: "businesses"
            referencedColumns: ["id"]
          },
        ]
      }
      categories: {
        Row: {
          available_windows: Json | null
          business_id: string
          created_at: string
          id: string
          name: string
          name_ar: string
          sort_order: number
        }
        Insert: {
          available_windows?: Json | null
          business_id: string
          created_at?: string
          id?: string
          name?: string
          name_ar?: string
          sort_order?: number
        }
        Update: {
          available_windows?: Json | null
          business_id?: string
          created_at?: string
          id?: string
          name?: string
          name_ar?: string
          sort_order?: number
        }
        Relationships: [
          {
            foreignKeyName: "categories_business_id_fkey"
            columns: ["business_id"]
            isOneToOne: false
            referencedRelation: "businesses"
            referencedColumns: ["id"]
          },
        ]
      }
      device_pairing_attempts: {
        Row: {
          address: string
          at: string
          succeeded: boolean
        }
        Insert: {
          address: string
          at?: string
          succeeded?: boolean
        }
        Update: {
          address?: string
          at?: string
          succeeded?: boolean
        }
        Relationships: []
      }
      device_pairings: {
        Row: {
          business_id: string
          code_hash: string
          created_at: string
          created_by: string | null
          device_id: string | null
          expires_at: string
          id: string
          name: string
          screen: string
          used_at: string | null
        }
        Insert: {
          business_id: string
          code_hash: string
          created_at?: string
          created_by?: string | null
          device_id?: string | null
          expires_at: string
          id?: string
          name: string
          screen: string
          used_at?: string | null
        }
        Update: {
          business_id?: string
          code_hash?: string
          created_at?: string
          created_by?: string | null
          device_id?: string | null
          expires_at?: string
          id?: string
          name?: string
          screen?: string
          used_at?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "device_pairings_business_id_fkey"
            columns: ["business_id"]
            isOneToOne: false
            referencedRelation: "businesses"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "device_pairings_device_id_fkey"
            columns: ["device_id"]
            isOneToOne: false
            referencedRelation: "business_devices"
            referencedColumns: ["id"]
          },
        ]
      }
      item_option_choices: {
        Row: {
          business_id: string
          created_at: string
          group_id: string
          id: string
          name: string
          name_ar: string
          price_delta_baisa: number
          sold_out: boolean
          sort_order: number
        }
        Insert: {
          business_id: string
          created_at?: string
          group_id: string
          id?: string
          name?: string
          name_ar?: string
          price_delta_baisa?: number
          sold_out?: boolean
          sort_order?: number
        }
        Update: {
          business_id?: string
          created_at?: string
          group_id?: string
          id?: string
          name?: string
          name_ar?: string
          price_delta_baisa?: number
          sold_out?: boolean
          sort_order?: number
        }
        Relationships: [
          {
            foreignKeyName: "item_option_choices_business_id_fkey"
            columns: ["business_id"]
            isOneToOne: false
            referencedRelation: "businesses"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "item_option_choices_group_fkey"
            columns: ["group_id", "business_id"]
            isOneToOne: false
            referencedRelation: "item_option_groups"
            referencedColumns: ["id", "business_id"]
          },
        ]
      }
      item_option_groups: {
        Row: {
          business_id: string
          created_at: string
          id: string
          item_id: string
          max_choices: number
          min_choices: number
          name: string
          name_ar: string
          required: boolean
          sort_order: number
        }
        Insert: {
          business_id: string
          created_at?: string
          id?: string
          item_id: string
          max_choices?: number
          min_choices?: number
          name?: string
          name_ar?: string
          required?: boolean
          sort_order?: number
        }
        Update: {
          business_id?: string
          created_at?: string
          id?: string
          item_id?: string
          max_choices?: number
          min_choices?: number
          name?: string
          name_ar?: string
          required?: boolean
          sort_order?: number
        }
        Relationships: [
          {
            foreignKeyName: "item_option_groups_business_id_fkey"
            columns: ["business_id"]
            isOneToOne: false
            referencedRelation: "businesses"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "item_option_groups_item_fkey"
            columns: ["item_id", "business_id"]
            isOneToOne: false
            referencedRelation: "menu_items"
            referencedColumns: ["id", "business_id"]
          },
        ]
      }
      menu_insights: {
        Row: {
          business_id: string
          count: number
          day: string
          dimension: string
          items: number
          metric: string
          value_baisa: number
        }
        Insert: {
          business_id: string
          count?: number
          day: string
          dimension?: string
          items?: number
          metric: string
          value_baisa?: number
        }
        Update: {
          business_id?: string
          count?: number
          day?: string
          dimension?: string
          items?: number
          metric?: string
          value_baisa?: number
        }
        Relationships: [
          {
            foreignKeyName: "menu_insights_business_id_fkey"
            columns: ["business_id"]
            isOneToOne: false
            referencedRelation: "businesses"
            referencedColumns: ["id"]
          },
        ]
      }
      menu_item_documents: {
        Row: {
          document: Json
          menu_item_id: string
          version: number
        }
        Insert: {
          document: Json
          menu_item_id: string
          version?: number
        }
        Update: {
          document?: Json
          menu_item_id?: string
          version?: number
        }
        Relationships: [
          {
            foreignKeyName: "menu_item_documents_menu_item_id_fkey"
            columns: ["menu_item_id"]
            isOneToOne: true
            referencedRelation: "menu_items"
            referencedColumns: ["id"]
          },
        ]
      }
      menu_items: {
        Row: {
          available_windows: Json | null
          badges: string[]
          business_id: string
          calories: number | null
          category_id: string | null
          created_at: string
          description: string | null
          description_ar: string | null
          hidden: boolean
          id: string
          image_path: string | null
          image_url: string | null
          image_widths: number[]
          name: string
          name_ar: string
          offer_ends: string | null
          offer_price: number | null
          offer_starts: string | null
          price: number
          sold_out: boolean
          sold_out_until: string | null
          sort_order: number
          updated_at: string
        }
        Insert: {
          available_windows?: Json | null
          badges?: string[]
          business_id: string
          calories?: number | null
          category_id?: string | null
          created_at?: string
          description?: string | null
          description_ar?: string | null
          hidden?: boolean
          id?: string
          image_path?: string | null
          image_url?: string | null
          image_widths?: number[]
          name?: string
          name_ar?: string
          offer_ends?: string | null
          offer_price?: number | null
          offer_starts?: string | null
          price: number
          sold_out?: boolean
          sold_out_until?: string | null
          sort_order?: number
          updated_at?: string
        }
        Update: {
          available_windows?: Json | null
          badges?: string[]
          business_id?: string
          calories?: number | null
          category_id?: string | null
          created_at?: string
          description?: string | null
          description_ar?: string | null
          hidden?: boolean
          id?: string
          image_path?: string | null
          image_url?: string | null
          image_widths?: number[]
          name?: string
          name_ar?: string
          offer_ends?: string | null
          offer_price?: number | null
          offer_starts?: string | null
          price?: number
          sold_out?: boolean
          sold_out_until?: string | null
          sort_order?: number
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "menu_items_business_id_fkey"
            columns: ["business_id"]
            isOneToOne: false
            referencedRelation: "businesses"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "menu_items_category_id_fkey"
            columns: ["category_id"]
            isOneToOne: false
            referencedRelation: "categories"
            referencedColumns: ["id"]
          },
        ]
      }
      menu_versions: {
        Row: {
          business_id: string
          version: number
        }
        Insert: {
          business_id: string
          version?: number
        }
        Update: {
          business_id?: string
          version?: number
        }
        Relationships: [
          {
            foreignKeyName: "menu_versions_business_id_fkey"
            columns: ["business_id"]
            isOneToOne: true
            referencedRelation: "businesses"
            referencedColumns: ["id"]
          },
        ]
      }
      order_events: {
        Row: {
          actor_kind: string
          actor_label: string | null
          actor_role: string | null
          actor_user_id: string | null
          at: string
          business_id: string
          cancel_code: string | null
          id: number
          order_id: string
          reason: string | null
          status: string
        }
        Insert: {
          actor_kind: string
          actor_label?: string | null
          actor_role?: string | null
          actor_user_id?: string | null
          at?: string
          business_id: string
          cancel_code?: string | null
          id?: never
          order_id: string
          reason?: string | null
          status: string
        }
        Update: {
          actor_kind?: string
          actor_label?: string | null
          actor_role?: string | null
          actor_user_id?: string | null
          at?: string
          business_id?: string
          cancel_code?: string | null
          id?: never
          order_id?: string
          reason?: string | null
          status?: string
        }
        Relationships: [
          {
            foreignKeyName: "order_events_business_id_fkey"
            columns: ["business_id"]
            isOneToOne: false
            referencedRelation: "businesses"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "order_events_order_id_fkey"
            columns: ["order_id"]
            isOneToOne: false
            referencedRelation: "orders"
            referencedColumns: ["id"]
          },
        ]
      }
      order_numbers: {
        Row: {
          business_day: string
          business_id: string
          last_number: number
        }
        Insert: {
          business_day: string
          business_id: string
          last_number: number
        }
        Update: {
          business_day?: string
          business_id?: string
          last_number?: number
        }
        Relationships: [
          {
            foreignKeyName: "order_numbers_business_id_fkey"
            columns: ["business_id"]
            isOneToOne: false
            referencedRelation: "businesses"
            referencedColumns: ["id"]
          },
        ]
      }
      order_rate_limits: {
        Row: {
          hits: number
          key: string
          window_start: string
        }
        Insert: {
          hits?: number
          key: string
          window_start: string
        }
        Update: {
          hits?: number
          key?: string
          window_start?: string
        }
        Relationships: []
      }
      order_tokens: {
        Row: {
          order_id: string
          token: string
        }
        Insert: {
          order_id: string
          token: string
        }
        Update: {
          order_id?: string
          token?: string
        }
        Relationships: [
          {
            foreignKeyName: "order_tokens_order_id_fkey"
            columns: ["order_id"]
            isOneToOne: true
            referencedRelation: "orders"
            referencedColumns: ["id"]
          },
        ]
      }
      orders: {
        Row: {
          business_day: string
          business_id: string
          cancel_code: string | null
          cancel_reason: string | null
          created_at: string
          customer_address: string | null
          customer_location: string | null
          customer_name: string | null
          customer_note: string | null
          delivery_fee_baisa: number | null
          id: string
          items_baisa: number | null
          lang: string
          lines: Json
          number: number
          order_type: string
          payment: string | null
          repeat_of_number: number | null
          status: string
          status_changed_at: string
          table_label: string | null
          total_baisa: number | null
          vat_baisa: number | null
        }
        Insert: {
          business_day: string
          business_id: string
          cancel_code?: string | null
          cancel_reason?: string | null
          created_at?: string
          customer_address?: string | null
          customer_location?: string | null
          customer_name?: string | null
          customer_note?: string | null
          delivery_fee_baisa?: number | null
          id?: string
          items_baisa?: number | null
          lang: string
          lines: Json
          number: number
          order_type: string
          payment?: string | null
          repeat_of_number?: number | null
          status?: string
          status_changed_at?: string
          table_label?: string | null
          total_baisa?: number | null
          vat_baisa?: number | null
        }
        Update: {
          business_day?: string
          business_id?: string
          cancel_code?: string | null
          cancel_reason?: string | null
          created_at?: string
          customer_address?: string | null
          customer_location?: string | null
          customer_name?: string | null
          customer_note?: string | null
          delivery_fee_baisa?: number | null
          id?: string
          items_baisa?: number | null
          lang?: string
          lines?: Json
          number?: number
          order_type?: string
          payment?: string | null
          repeat_of_number?: number | null
          status?: string
          status_changed_at?: string
          table_label?: string | null
          total_baisa?: number | null
          vat_baisa?: number | null
        }
        Relationships: [
          {
            foreignKeyName: "orders_business_id_fkey"
            columns: ["business_id"]
            isOneToOne: false
            referencedRelation: "businesses"
            referencedColumns: ["id"]
          },
        ]
      }
      special_periods: {
        Row: {
          business_id: string
          created_at: string
          ends_on: string
          id: string
          name: string
          name_ar: string
          opening_hours: Json
          starts_on: string
          windows: Json
        }
        Insert: {
          business_id: string
          created_at?: string
          ends_on: string
          id?: string
          name?: string
          name_ar?: string
          opening_hours: Json
          starts_on: string
          windows?: Json
        }
        Update: {
          business_id?: string
          created_at?: string
          ends_on?: string
          id?: string
          name?: string
          name_ar?: string
          opening_hours?: Json
          starts_on?: string
          windows?: Json
        }
        Relationships: [
          {
            foreignKeyName: "special_periods_business_id_fkey"
            columns: ["business_id"]
            isOneToOne: false
            referencedRelation: "businesses"
            referencedColumns: ["id"]
          },
        ]
      }
      table_request_senders: {
        Row: {
          address: string
          created_at: string
        }
        Insert: {
          address: string
          created_at?: string
        }
        Update: {
          address?: string
          created_at?: string
        }
        Relationships: []
      }
      table_requests: {
        Row: {
          answered_by: string | null
          answered_by_label: string | null
          business_id: string
          created_at: string
          done_at: string | null
          id: string
          kind: string
          table_label: string
        }
        Insert: {
          answered_by?: string | null
          answered_by_label?: string | null
          business_id: string
          created_at?: string
          done_at?: string | null
          id?: string
          kind: string
          table_label: string
        }
        Update: {
          answered_by?: string | null
          answered_by_label?: string | null
          business_id?: string
          created_at?: string
          done_at?: string | null
          id?: string
          kind?: string
          table_label?: string
        }
        Relationships: [
          {
            foreignKeyName: "table_requests_business_id_fkey"
            columns: ["business_id"]
            isOneToOne: false
            referencedRelation: "businesses"
            referencedColumns: ["id"]
          },
        ]
      }
      user_roles: {
        Row: {
          role: string
          user_id: string
        }
        Insert: {
          role?: string
          user_id: string
        }
        Update: {
          role?: string
          user_id?: string
        }
        Relationships: []
      }
    }
    Views: {
      [_ in never]: never
    }
    Functions: {
      accept_team_invitations: {
        Args: never
        Returns: string[]
      }
      attach_device_user: {
        Args: {
          device_id: string
          device_user: string
        }
        Returns: undefined
      }
      badges_are_valid: {
        Args: {
          badges: string[]
        }
        Returns: boolean
      }
      business_actor: {
        Args: {
          business_id: string
        }
        Returns: Record<string, unknown>
      }
      business_hours_on: {
        Args: {
          business_id: string
          day: string
        }
        Returns: Json
      }
      business_insights: {
        Args: {
          business_ids: string[]
          days: number
        }
        Returns: Record<string, unknown>[]
      }
      business_is_suspended: {
        Args: {
          business: string
        }
        Returns: boolean
      }
      business_of_slug: {
        Args: {
          slug: string
        }
        Returns: string
      }
      business_open_at: {
        Args: {
          business_id: string
          at: string
        }
        Returns: boolean
      }
      business_role: {
        Args: {
          business_id: string
        }
        Returns: string
      }
      business_team_counts: {
        Args: {
          business_ids: string[]
        }
        Returns: Record<string, unknown>[]
      }
      claim_device_pairing: {
        Args: {
          code: string
          address: string
        }
        Returns: Json
      }
      clock_minutes: {
        Args: {
          hhmm: string
        }
        Returns: number
      }
      create_branch: {
        Args: {
          business_id: string
          slug: string
          name: string
          name_ar: string
          whatsapp: string
          address?: string
          map_url?: string
        }
        Returns: unknown
      }
      create_device_pairing: {
        Args: {
          business_id: string
          name: string
          screen: string
        }
        Returns: Json
      }
      device_pairing_code_hash: {
        Args: {
          code: string
        }
        Returns: string
      }
      device_session: {
        Args: never
        Returns: Json
      }
      enforce_option_choices_cap: {
        Args: {
          targets: string[]
        }
        Returns: undefined
      }
      forget_order_customers: {
        Args: {
          only_business?: string
        }
        Returns: number
      }
      hand_over_business: {
        Args: {
          business_id: string
          new_owner: string
        }
        Returns: undefined
      }
      has_business_role: {
        Args: {
          business_id: string
          roles: string[]
        }
        Returns: boolean
      }
      has_family_role: {
        Args: {
          business_id: string
          roles: string[]
        }
        Returns: boolean
      }
      held_old_slugs: {
        Args: {
          account: string
        }
        Returns: number
      }
      hmac_sha256: {
        Args: {
          key: string
          message: string
        }
        Returns: string
      }
      import_menu: {
        Args: {
          business: string
          items: Json
        }
        Returns: Json
      }
      invite_team_member: {
        Args: {
          business_id: string
          email: string
          role: string
          lang?: string
        }
        Returns: unknown
      }
      is_reserved_slug: {
        Args: {
          slug: string
        }
        Returns: boolean
      }
      is_superadmin: {
        Args: never
        Returns: boolean
      }
      main_business_id: {
        Args: {
          business_id: string
        }
        Returns: string
      }
      may_manage_team_role: {
        Args: {
          business_id: string
          role: string
        }
        Returns: boolean
      }
      may_write_image_folder: {
        Args: {
          folder: string
        }
        Returns: boolean
      }
      menu_insights_summary: {
        Args: {
          business_id: string
          days: number
          whole_business?: boolean
        }
        Returns: Json
      }
      menu_item_document: {
        Args: {
          item: unknown
          branch_item: unknown
          category_windows: Json
        }
        Returns: Json
      }
      menu_item_document_at: {
        Args: {
          item_id: string
          branch_id: string
        }
        Returns: Json
      }
      menu_item_orderable_at: {
        Args: {
          item_id: string
          at: string
          branch_id?: string
        }
        Returns: boolean
      }
      menu_item_unit_baisa: {
        Args: {
          item_id: string
          at_time?: string
          branch_id?: string
        }
        Returns: number
      }
      menu_item_windows_at: {
        Args: {
          item_id: string
          at: string
          branch_id?: string
        }
        Returns: Json
      }
      move_menu_item: {
        Args: {
          item_id: string
          steps: number
        }
        Returns: undefined
      }
      muscat_day_start: {
        Args: never
        Returns: string
      }
      next_opening_after: {
        Args: {
          business_id: string
          at: string
        }
        Returns: string
      }
      offer_running: {
        Args: {
          offer_price: number
          offer_starts: string
          offer_ends: string
          at_time: string
        }
        Returns: boolean
      }
      order_report: {
        Args: {
          business_id: string
          from_day: string
          to_day: string
          whole_business?: boolean
        }
        Returns: Json
      }
      order_status: {
        Args: {
          token: string
        }
        Returns: Json
      }
      order_vat_baisa: {
        Args: {
          business_id: string
          items_baisa: number
          delivery_fee_baisa?: number
        }
        Returns: number
      }
      owns_business: {
        Args: {
          business_id: string
        }
        Returns: boolean
      }
      period_windows_valid: {
        Args: {
          windows: Json
        }
        Returns: boolean
      }
      place_order: {
        Args: {
          slug: string
          cart: Json
          details: Json
        }
        Returns: Json
      }
      platform_insights: {
        Args: {
          days: number
        }
        Returns: Json
      }
      public_menu: {
        Args: {
          slug: string
        }
        Returns: Json
      }
      public_menu_etag: {
        Args: {
          slug: string
        }
        Returns: string
      }
      public_menu_parts: {
        Args: {
          slug: string
          known_up_to: number
        }
        Returns: Record<string, unknown>
      }
      record_menu_event: {
        Args: {
          slug: string
          event: string
          source?: string
          table_label?: string
          item_id?: string
          item_count?: number
          total_baisa?: number
        }
        Returns: undefined
      }
      request_address: {
        Args: never
        Returns: string
      }
      request_table_service: {
        Args: {
          slug: string
          table_label: string
          kind: string
        }
        Returns: Json
      }
      revoke_device: {
        Args: {
          device_id: string
        }
        Returns: undefined
      }
      save_item_options: {
        Args: {
          item_id: string
          groups: Json
        }
        Returns: undefined
      }
      save_menu_item: {
        Args: {
          item_id: string
          business_id: string
          fields: Json
          groups: Json
        }
        Returns: string
      }
      set_menu_item_sold_out: {
        Args: {
          item_id: string
          sold_out: boolean
          until_next_opening?: boolean
          branch_id?: string
        }
        Returns: string
      }
      slug_available: {
        Args: {
          slug: string
        }
        Returns: boolean
      }
      storage_quota_allows: {
        Args: {
          object_id: string
          bucket: string
          object_name: string
          new_size: number
        }
        Returns: boolean
      }
      store_menu_item_documents: {
        Args: {
          item_ids: string[]
        }
        Returns: undefined
      }
      table_card_tokens: {
        Args: {
          target_business: string
        }
        Returns: Record<string, unknown>[]
      }
      table_link_token: {
        Args: {
          business_id: string
          table_label: string
        }
        Returns: string
      }
      take_order_rate: {
        Args: {
          rate_key: string
          window_seconds: number
          max_hits: number
        }
        Returns: undefined
      }
      team_members: {
        Args: {
          business_id: string
        }
        Returns: Record<string, unknown>[]
      }
      time_windows_contain: {
        Args: {
          windows: Json
          at: string
        }
        Returns: boolean
      }
      time_windows_valid: {
        Args: {
          windows: Json
        }
        Returns: boolean
      }
      vat_baisa: {
        Args: {
          taxable_baisa: number
        }
        Returns: number
      }
      week_hours_valid: {
        Args: {
          hours: Json
        }
        Returns: boolean
      }
    }
    Enums: {
      [_ in never]: never
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema["Tables"] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema["Tables"] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    keyof DefaultSchema["Enums"] | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = {
  public: {
    Enums: {},
  },
} as const
