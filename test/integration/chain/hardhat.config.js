/**
 * The tests' local EVM chain (hardhat's in-process network): 20 funded, unlocked accounts, one block
 * per transaction. A transaction that reverts is mined and answered with its hash, as on a real
 * chain, rather than thrown back at the sender.
 */
module.exports = { networks: { hardhat: { chainId: 31337, throwOnTransactionFailures: false } } };
