import { useId } from 'react';
import './upload-progress.css';

export interface UploadProgressProps {
  /** What is being sent, read out with the bar ("Uploading image"). */
  label: string;
  /** 0..1 as bytes leave the browser. */
  value: number;
}

/** A labelled progress bar with its percentage, for photo uploads on slow connections. */
export function UploadProgress({ label, value }: UploadProgressProps) {
  const id = useId();
  const percent = `${Math.round(value * 100)}%`;
  return (
    <div className="ui-upload-progress">
      <label htmlFor={id}>{label}</label>
      <progress id={id} max={1} value={value}>
        {percent}
      </progress>
      <span>{percent}</span>
    </div>
  );
}
