import { lint, lintFixtures, verdict, type Fixture, type Linted } from './lint-fixtures';

/**
 * The member client's texts live in web/src/texts because ESLint refuses them anywhere else
 * (`earnwave/texts`, scripts/eslint/texts.mjs; docs/architecture.md, "The member client"). Each
 * fixture is a file placed where the rule applies or not; its lines marked `// refused` or
 * `{/* refused *\/}` must be reported by the rule and its other lines must pass; and the member
 * client itself writes no text outside its home.
 */
const IMPORTS = [
  `import { Button, DatePicker, Input, Modal, Table, message } from 'antd';`,
  `import { TEXT } from '../../../texts';`,
  `import { CREATOR_TEXT } from '../../../texts/profile';`,
  `import { toast } from '../../../services/toast';`,
  `import { usePageTitle } from '../../../components/page-title';`,
];

const FIXTURES: Fixture[] = [
  {
    rule: 'a page refuses a text written inline and takes one from web/src/texts',
    filePath: 'web/src/pages/network/lounge/texts-fixture.tsx',
    code: [
      ...IMPORTS,
      `export function Fixture({ name, liked }: { name: string; liked: boolean }) {`,
      `  usePageTitle('Network'); // refused`,
      `  usePageTitle(CREATOR_TEXT.network);`,
      `  toast.success('Saved'); // refused`,
      `  toast.success(CREATOR_TEXT.postCreated);`,
      `  toast.once('warning', 'limit', TEXT.loading);`,
      `  message.error(\`Could not save \${name}\`); // refused`,
      `  const columns = [{ title: 'Viewer', dataIndex: 'name' }]; // refused`,
      `  const rules = [{ required: true, message: CREATOR_TEXT.nameRequired }];`,
      `  return (`,
      `    <Modal`,
      `      open`,
      `      title="Edit Profile" // refused`,
      `      okText={liked ? 'Unlike' : CREATOR_TEXT.save} // refused`,
      `      cancelText={CREATOR_TEXT.cancel}`,
      `      className="edit-profile"`,
      `      data-testid="edit-profile"`,
      `    >`,
      `      <h2>Posts</h2> {/* refused */}`,
      `      <h2>{CREATOR_TEXT.posts}</h2>`,
      `      <p>{'Private'}</p> {/* refused */}`,
      `      <p>{name} · {liked ? CREATOR_TEXT.less : CREATOR_TEXT.more}</p>`,
      `      <Input placeholder="https://" aria-label={CREATOR_TEXT.links} /> {/* refused */}`,
      `      <Input placeholder={CREATOR_TEXT.webAddressPlaceholder} aria-label={\`\${name}\`} inputMode="url" />`,
      `      <img src="/logo.png" alt="Logo" /> {/* refused */}`,
      `      <img src="/logo.png" alt="" />`,
      `      <DatePicker.RangePicker placeholder={['First day', CREATOR_TEXT.date]} /> {/* refused */}`,
      `      <Button aria-label={\`\${liked ? 'Unlike' : 'Like'}: 3\`} /> {/* refused */}`,
      `      <Table columns={columns} rowKey="id" size="small" locale={{ emptyText: CREATOR_TEXT.noPosts }} />`,
      `      <span>{rules.length} / 10</span>`,
      `    </Modal>`,
      `  );`,
      `}`,
    ],
  },
  {
    rule: 'a shared component and the frame refuse it too',
    filePath: 'web/src/components/texts-fixture.tsx',
    code: [
      `import { Button } from 'antd';`,
      `import { FRAME_TEXT } from '../texts/frame';`,
      `export const Next = () => <Button>Next</Button>; // refused`,
      `export const Previous = () => <Button>{FRAME_TEXT.previous}</Button>;`,
    ],
  },
  {
    rule: "web/src/texts is the texts' home",
    filePath: 'web/src/texts/texts-fixture.ts',
    code: [
      `export const FIXTURE_TEXT = { title: 'Edit Profile', placeholder: 'https://', message: 'Saved' } as const;`,
      `export const pageOf = (page: number, pages: number) => \`Page \${page} of \${pages}\`;`,
    ],
  },
  {
    rule: 'a test writes the texts it expects',
    filePath: 'web/src/pages/network/lounge/texts-fixture.test.tsx',
    code: [
      `import { render, screen } from '@testing-library/react';`,
      `render(<h2 title="Posts">Posts</h2>);`,
      `void screen.findByRole('heading', { name: 'Posts' });`,
    ],
  },
];

const REFUSED = /(\/\/ refused|\{\/\* refused \*\/\})$/;

describe("the member client's texts, as ESLint keeps them in web/src/texts", () => {
  let linted: Linted;

  beforeAll(async () => {
    linted = await lintFixtures(FIXTURES);
  }, 120_000);

  it.each(FIXTURES.map((fixture, index) => [fixture.rule, index] as const))('%s', (_rule, index) => {
    const { refused, problems } = verdict(linted, FIXTURES[index], (line) => REFUSED.test(line));
    expect([...new Set(problems.map((problem) => problem.line))]).toEqual(refused);
    expect(problems.every((problem) => problem.ruleId === 'earnwave/texts')).toBe(true);
  });

  it('says what the text is and where it belongs', () => {
    const problems = linted.find((result) => result.filePath.endsWith('components/texts-fixture.tsx'))!.problems;
    expect(problems.map((problem) => problem.message)).toEqual([
      "'Next' is a text written where it is shown: put it in web/src/texts/ and use it from there.",
    ]);
  });

  it('finds no text outside web/src/texts in the member client', async () => {
    const tree = await lint({ tree: ['web/src'] });
    expect(tree.length).toBeGreaterThan(100);
    expect(tree.filter((result) => result.problems.length)).toEqual([]);
  }, 300_000);
});
