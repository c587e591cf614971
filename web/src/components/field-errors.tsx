import { Alert } from 'antd';

/** Errors that belong to no field (spec 8: 'general'), listed above a form's button. */
export function GeneralErrors({ messages }: { messages?: string[] }) {
  if (!messages?.length) return null;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      data-testid="general-errors"
      style={{ marginBottom: 16 }}
      title={messages.length === 1 ? messages[0] : undefined}
      description={
        messages.length > 1 ? (
          <ul style={{ margin: 0, paddingInlineStart: 18 }}>
            {messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        ) : undefined
      }
    />
  );
}

/** Field props for an antd Form.Item showing a server error under the field. */
export function fieldError(messages?: string[]): { validateStatus?: 'error'; help?: string } {
  return messages?.length ? { validateStatus: 'error', help: messages.join(' ') } : {};
}
