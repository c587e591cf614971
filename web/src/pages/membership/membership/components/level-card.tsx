import { CheckOutlined } from '@ant-design/icons';
import { Badge, Button, Card, Flex, Tag, Typography } from 'antd';
import type { MembershipLevelCard } from '../../../../services/api';
import { TEXT } from '../../../../texts';
import { MEMBERSHIP_TEXT } from '../../../../texts/membership';

const TAG_COLOURS: Record<string, string> = { success: 'green', warning: 'orange', info: 'blue', danger: 'red' };

/** A level of the chooser (spec 2): POPULAR CHOICE on the featured one; unavailable ones disabled and greyed. */
export function LevelCard({
  level,
  onChoose,
  onFree,
  freeBusy,
}: {
  level: MembershipLevelCard;
  onChoose: (level: MembershipLevelCard) => void;
  onFree?: () => void;
  freeBusy?: boolean;
}) {
  const card = (
    <Card
      className={`level-card${level.available ? '' : ' unavailable'}`}
      aria-disabled={!level.available}
      data-testid={`level-${level.slug}`}
      data-available={level.available}
      style={{ height: '100%' }}
    >
      <Flex vertical gap={8} style={{ height: '100%' }}>
        <Typography.Title level={2} style={{ margin: 0, fontSize: 22 }}>
          {level.title}
        </Typography.Title>
        <Typography.Text type="secondary">{level.subTitle}</Typography.Text>
        <Typography.Text style={{ fontSize: 30, fontWeight: 700 }}>
          ${level.price}
          <Typography.Text type="secondary" style={{ fontSize: 14, fontWeight: 400 }}>
            {' '}
            {MEMBERSHIP_TEXT.perYear}
          </Typography.Text>
        </Typography.Text>
        <Typography.Text strong>{level.featuresTitle}</Typography.Text>
        <ul style={{ listStyle: 'none', padding: 0, margin: 0, flex: 1 }}>
          {level.featuresList.map((feature, index) => (
            <li key={`${feature.id}-${index}`} style={{ marginBottom: 6 }}>
              <CheckOutlined style={{ color: '#00d27a' }} /> {feature.title}{' '}
              {feature.tag && <Tag color={TAG_COLOURS[feature.tag.type] ?? 'default'}>{feature.tag.label}</Tag>}
            </li>
          ))}
        </ul>
        <Button
          type={level.isFeatured ? 'primary' : 'default'}
          block
          disabled={!level.available}
          onClick={() => onChoose(level)}
        >
          {level.buttonText}
        </Button>
        {onFree && (
          <Button block disabled={!level.available} loading={freeBusy} onClick={onFree}>
            {TEXT.startFree}
          </Button>
        )}
      </Flex>
    </Card>
  );
  return level.isFeatured ? (
    <Badge.Ribbon text={TEXT.popularChoice} color="orange">
      {card}
    </Badge.Ribbon>
  ) : (
    card
  );
}
