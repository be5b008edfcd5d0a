/** The signers the e-signature stand-in's tests fill the Group Policy Application's roles with. */
export const TEST_SIGNERS = {
  employer: { roleName: 'Employer', name: 'Erin Employer', email: 'erin@acme.test', clientUserId: 'u-1' },
  broker: { roleName: 'Broker', name: 'Bo Broker', email: 'bo@brokers.test', clientUserId: 'u-2' },
};
