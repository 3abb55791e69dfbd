/**
 * ECharts with only what reports and portals draw (bar, line and pie charts; grid, tooltip, legend; the canvas
 * renderer). Loaded with a dynamic import by EChart.tsx, so none of it enters the sign-in page's bundle.
 */
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

use([BarChart, LineChart, PieChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export { init };
