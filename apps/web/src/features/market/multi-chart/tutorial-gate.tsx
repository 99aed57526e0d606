import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MultiChartTutorialDialog } from '../../../shared/ui/dialogs';
import { useMarketSetting } from '../settings/market-settings';
import { useMarketNavigation } from '../../../shared/url/use-market-navigation';

/** The three-step tutorial on the first visit; closing it in any way marks it seen on this device. */
export function TutorialGate() {
  const [seen, setSeen] = useMarketSetting('multiChartTutorialSeen');
  const [opened, setOpened] = useState(!seen);
  const navigate = useNavigate();
  const { helpCenter } = useMarketNavigation();
  const close = () => {
    setOpened(false);
    setSeen(true);
  };
  return (
    <MultiChartTutorialDialog
      opened={opened}
      onClose={close}
      onFeedback={() => {
        close();
        void navigate(helpCenter);
      }}
    />
  );
}
