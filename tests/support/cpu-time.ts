/**
 * The processor time a synchronous run takes in this process, in milliseconds: the cost of the work itself,
 * whatever else the machine runs. Wall time grows with the load (CI runs two test workers on two cores), so a
 * bound on wall time fails on a busy machine while the code is as fast as ever; processor time does not.
 */
export function cpuMs(run: () => unknown): number {
  const start = process.cpuUsage();
  run();
  const { user, system } = process.cpuUsage(start);
  return (user + system) / 1000;
}
