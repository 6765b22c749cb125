// case: flow.static-flow-count/valid/vs_2_x/n-1 (validate)
// expect: valid
// case: flow.static-flow-count/assemble/vs_2_x/n-1 (assemble)
// expect: the tokens of valid-vs_2_x-n-1.bin
// origin: template count {line: rep i0 endrep, n: 1}
vs_2_x
dcl_position v0
rep i0
endrep
mov oPos, v0
