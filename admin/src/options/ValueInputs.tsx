import { Typography } from '@mui/material';
import { ArrayInput, SimpleFormIterator, TextInput } from 'react-admin';

/** Long texts and HTML get a multi-line input. */
const MULTILINE = new Set(['content', 'description', 'subTitle', 'headerSubTitle']);

const humanise = (key: string) =>
  key
    .replace(/([A-Z])/g, ' $1')
    .replace(/^./, (c) => c.toUpperCase())
    .trim();

/**
 * Inputs for a setting's JSON value, following the value's own shape: texts become text inputs,
 * lists of objects become repeatable groups, nested objects become sections. The server validates
 * each key's value and says which field is wrong.
 */
export function ValueInputs({ value, source }: { value: unknown; source: string }) {
  if (Array.isArray(value)) {
    const keys = Object.keys((value[0] as object) ?? {});
    return (
      <ArrayInput source={source} label={false}>
        <SimpleFormIterator disableReordering={false} fullWidth>
          {keys.map((key) => (
            <TextInput key={key} source={key} label={humanise(key)} fullWidth multiline={MULTILINE.has(key)} />
          ))}
        </SimpleFormIterator>
      </ArrayInput>
    );
  }
  if (value && typeof value === 'object') {
    return (
      <>
        {Object.entries(value).map(([key, inner]) =>
          inner && typeof inner === 'object' ? (
            <div key={key} style={{ width: '100%' }}>
              <Typography variant="subtitle1" sx={{ mt: 2 }}>
                {humanise(key)}
              </Typography>
              <ValueInputs value={inner} source={`${source}.${key}`} />
            </div>
          ) : (
            <TextInput
              key={key}
              source={`${source}.${key}`}
              label={humanise(key)}
              fullWidth
              multiline={MULTILINE.has(key)}
            />
          ),
        )}
      </>
    );
  }
  return <TextInput source={source} label="Value" fullWidth />;
}
