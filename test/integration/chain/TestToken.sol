// SPDX-License-Identifier: UNLICENSED
pragma solidity ^0.8.26;

/// Just enough of an ERC-20 for the chain checks: USDT itself (6 decimals), a look-alike with the
/// same code at another address, and BSC's 18-decimal USDT.
contract TestToken {
    event Transfer(address indexed from, address indexed to, uint256 value);

    uint8 public decimals;
    mapping(address => uint256) public balanceOf;

    constructor(uint8 decimals_, uint256 supply) {
        decimals = decimals_;
        balanceOf[msg.sender] = supply;
        emit Transfer(address(0), msg.sender, supply);
    }

    function transfer(address to, uint256 value) external returns (bool) {
        move(to, value);
        return true;
    }

    /// A payment split in two Transfer events of one transaction: they add up.
    function transferTwice(address to, uint256 first, uint256 second) external {
        move(to, first);
        move(to, second);
    }

    function move(address to, uint256 value) private {
        require(balanceOf[msg.sender] >= value, "balance too low");
        balanceOf[msg.sender] -= value;
        balanceOf[to] += value;
        emit Transfer(msg.sender, to, value);
    }
}
