export {
  fetchUserConfigurations,
  userConfigurationKey,
  useUserConfiguration,
  type UserConfigurations,
  type UserConfigValue,
} from './use-user-configuration';
