import { Typography } from '@mui/material';
import { PAYMENT_NETWORKS, paymentNetwork, walletAddressInvalidMsg } from '@earnwave/contracts';
import { isValidWalletAddress } from '@earnwave/domain';
import { ArrayInput, BooleanInput, SelectInput, SimpleFormIterator, TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { UploadPathInput } from '../components/UploadPathInput';
import type { MediaKind } from '../components/uploadTypes';

/** Long texts and HTML get a multi-line input. */
const MULTILINE = new Set(['content', 'description', 'subTitle', 'headerSubTitle']);

/**
 * Fields that hold the path of a picture or video the pages show (landing step picture, banner
 * image, USDT QR code, membership video): an upload fills them in (POST /api/uploads) and a preview
 * shows them. The server takes an uploads/... or assets/... path or an http(s) URL.
 */
const FILE_FIELDS: Record<string, { label: string; accept: string; kind: MediaKind }> = {
  relativePath: { label: 'Picture', accept: 'image/*', kind: 'image' },
  imageUrl: { label: 'Image', accept: 'image/*', kind: 'image' },
  qr: { label: 'QR code picture', accept: 'image/*', kind: 'image' },
  videoLink: { label: 'Video', accept: 'video/mp4,video/webm', kind: 'video' },
};
const FILE_HELP = 'Upload a file, or give an uploads/... or assets/... path or an http(s) URL.';

const humanise = (key: string) =>
  key
    .replace(/([A-Z])/g, ' $1')
    .replace(/^./, (c) => c.toUpperCase())
    .trim();

const NETWORK_CHOICES = PAYMENT_NETWORKS.map((network) => ({ id: network.key, name: network.label }));

/**
 * The USDT settings' wallet, checked for the network chosen beside it with the server's own check
 * (members send their payments to it: a wrong address loses them).
 */
function WalletInput({ source }: { source: string }) {
  const networkKey = useWatch({ name: source.replace(/wallet$/, 'network') }) as string | undefined;
  const validate = (wallet: unknown) => {
    const network = paymentNetwork(networkKey);
    if (!network || typeof wallet !== 'string') return undefined;
    return isValidWalletAddress(wallet.trim(), network.key) ? undefined : walletAddressInvalidMsg(network.label);
  };
  return <TextInput source={source} label="Wallet" fullWidth validate={validate} />;
}

/** The input of one field of a setting: a file path gets an upload button and a preview. */
function FieldInput({ field, source }: { field: string; source: string }) {
  const file = FILE_FIELDS[field];
  if (file) return <UploadPathInput source={source} {...file} helperText={FILE_HELP} />;
  // The USDT settings (membership_common): the network is one of the list, the wallet valid for it.
  if (field === 'network') return <SelectInput source={source} label="Network" choices={NETWORK_CHOICES} />;
  if (field === 'wallet') return <WalletInput source={source} />;
  return <TextInput source={source} label={humanise(field)} fullWidth multiline={MULTILINE.has(field)} />;
}

/**
 * Inputs for a setting's JSON value, following the value's own shape: texts become text inputs
 * (file paths upload inputs), lists of objects become repeatable groups, nested objects become
 * sections. The server validates each key's value and says which field is wrong.
 */
export function ValueInputs({ value, source }: { value: unknown; source: string }) {
  if (Array.isArray(value)) {
    const keys = Object.keys((value[0] as object) ?? {});
    return (
      <ArrayInput source={source} label={false}>
        <SimpleFormIterator disableReordering={false} fullWidth>
          {keys.map((key) => (
            <FieldInput key={key} field={key} source={key} />
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
            <FieldInput key={key} field={key} source={`${source}.${key}`} />
          ),
        )}
      </>
    );
  }
  // A switch such as the payment desk's auto-approval.
  if (typeof value === 'boolean') return <BooleanInput source={source} label="On" />;
  return <TextInput source={source} label="Value" fullWidth />;
}
