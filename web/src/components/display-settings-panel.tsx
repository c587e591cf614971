import { LayoutOutlined } from '@ant-design/icons';
import { Button, Drawer, Flex, Radio, Switch, Typography } from 'antd';
import { useId, useState } from 'react';
import { NAVBAR_POSITIONS, NAVBAR_STYLES, type DisplaySettings } from '../services/display-settings';
import { useDisplaySettings } from './display-settings';
import { FRAME_TEXT } from '../texts/frame';

const POSITION_LABELS: Record<DisplaySettings['navbarPosition'], string> = FRAME_TEXT.positions;
const STYLE_LABELS: Record<DisplaySettings['navbarStyle'], string> = FRAME_TEXT.styles;

/**
 * The display settings beside the dark and right-to-left switches (spec 9): where the navigation
 * sits (navbarPosition), how it is painted (navbarStyle) and a fluid page width (isFluid), each
 * kept in local storage like isDark and isRTL.
 */
export function DisplaySettingsPanel() {
  const { settings, setSetting } = useDisplaySettings();
  const [open, setOpen] = useState(false);
  const positionId = useId();
  const styleId = useId();
  const fluidId = useId();
  return (
    <>
      <Button
        type="text"
        icon={<LayoutOutlined />}
        onClick={() => setOpen(true)}
        aria-label={FRAME_TEXT.displaySettings}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="display-settings"
      />
      <Drawer title={FRAME_TEXT.displaySettings} open={open} onClose={() => setOpen(false)} size={320}>
        <Flex vertical gap={20}>
          <Flex vertical gap={8}>
            <Typography.Text strong id={positionId}>
              {FRAME_TEXT.navigationPosition}
            </Typography.Text>
            <Radio.Group
              aria-labelledby={positionId}
              optionType="button"
              value={settings.navbarPosition}
              onChange={(event) => setSetting('navbarPosition', event.target.value)}
              options={NAVBAR_POSITIONS.map((value) => ({ value, label: POSITION_LABELS[value] }))}
            />
          </Flex>
          <Flex vertical gap={8}>
            <Typography.Text strong id={styleId}>
              {FRAME_TEXT.navigationStyle}
            </Typography.Text>
            <Radio.Group
              aria-labelledby={styleId}
              value={settings.navbarStyle}
              onChange={(event) => setSetting('navbarStyle', event.target.value)}
              options={NAVBAR_STYLES.map((value) => ({ value, label: STYLE_LABELS[value] }))}
            />
          </Flex>
          <Flex align="center" justify="space-between" gap={8}>
            <Typography.Text strong id={fluidId}>
              {FRAME_TEXT.fullWidth}
            </Typography.Text>
            <Switch
              aria-labelledby={fluidId}
              checked={settings.isFluid}
              onChange={(checked) => setSetting('isFluid', checked)}
            />
          </Flex>
        </Flex>
      </Drawer>
    </>
  );
}
