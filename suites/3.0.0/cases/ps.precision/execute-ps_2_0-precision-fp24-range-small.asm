// case: ps.precision/execute/ps_2_0/precision-fp24-range-small (execute)
// expect: the outputs of execute-ps_2_0-precision-fp24-range-small.outputs.json (tolerance 1.220703125e-4)
// origin: execute precision-fp24-range {inputs: small}
ps_2_0
mov r1, c0
mov r2, c1
mov r3, c2
mul r0, r1, r2
mov oC0, r0
