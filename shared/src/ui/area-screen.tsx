import { Card, PageHeader } from './layout';
import { AreaNav, type AreaTab } from './area-nav';

interface AreaScreenProps {
  title: string;
  description: string;
  tabs?: AreaTab[];
  tabsLabel?: string;
}

/**
 * The frame of a dashboard screen: its title, what it manages and the links to
 * its sibling screens. Areas render it for screens whose tools they do not yet have.
 */
export function AreaScreen({ title, description, tabs, tabsLabel = 'Bölüm menüsü' }: AreaScreenProps) {
  return (
    <>
      <PageHeader title={title} description={description} />
      {tabs ? <AreaNav tabs={tabs} label={tabsLabel} /> : null}
      <Card data-testid="area-screen">
        <p style={{ margin: 0 }}>{description}</p>
      </Card>
    </>
  );
}
