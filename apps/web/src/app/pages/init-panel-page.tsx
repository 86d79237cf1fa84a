import { useNavigate, useParams } from 'react-router';
import { PageCard } from '../../components/section-card';
import { MenuModeChoice } from '../../features/requests/components/menu-mode-choice';
import { panelEntryMessages as m, routeNames } from '../../lib/messages';
import { setMenuMode, useMenuMode } from '../../lib/menu-mode';

/** `/init-panel/{passwordTour?}` (Employee or Admin): choose the menu mode, then on to the panel check. */
export default function InitPanelPage() {
  const navigate = useNavigate();
  const { passwordTour } = useParams();
  const current = useMenuMode();
  return (
    <PageCard title={routeNames.initPanel} subtitle={m.chooseSubtitle}>
      <MenuModeChoice
        current={current}
        onChoose={(mode) => {
          setMenuMode(mode);
          void navigate(passwordTour ? `/panel-check/${passwordTour}` : '/panel-check');
        }}
      />
    </PageCard>
  );
}
