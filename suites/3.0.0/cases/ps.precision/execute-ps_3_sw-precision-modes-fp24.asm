// case: ps.precision/execute/ps_3_sw/precision-modes-fp24 (execute)
// expect: the outputs of execute-ps_3_sw-precision-modes-fp24.outputs.json (tolerance 1.8310546875e-4)
// origin: execute precision-modes {inputs: fp24}
ps_3_sw
mov r1, c0
mov r2, c1
mov r3, c2
mad r0, r1, r2, r3
mov oC0, r0
