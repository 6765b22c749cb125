// case: ps.precision/execute/ps_3_sw/precision-modes-fp16 (execute)
// expect: the outputs of execute-ps_3_sw-precision-modes-fp16.outputs.json (tolerance 1.171875e-2)
// origin: execute precision-modes {inputs: fp16}
ps_3_sw
mov r1, c0
mov r2, c1
mov r3, c2
mad r0, r1, r2, r3
mov oC0, r0
