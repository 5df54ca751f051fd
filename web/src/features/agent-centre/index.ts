/**
 * Public surface of the agent centre (spec 2 §2, §6; docs/decisions/0020-agent-centre.md): the
 * menu and its layout. Each page is the default export of its own file under pages/, so the route
 * loads each one lazily.
 */
export { AGENT_PAGE_NAMES, agentMenu, agentPagePath, isAgentPageName, type AgentMenuEntry, type AgentMenuInput, type AgentPageName } from './agent-menu';
export { AgentCentreLayout } from './components/agent-centre-layout';
