// Placeholder until the customer menu issue builds <qr-menu>.
export {};
