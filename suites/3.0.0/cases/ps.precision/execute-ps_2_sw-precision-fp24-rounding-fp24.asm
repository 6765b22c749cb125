// case: ps.precision/execute/ps_2_sw/precision-fp24-rounding-fp24 (execute)
// expect: the outputs of execute-ps_2_sw-precision-fp24-rounding-fp24.outputs.json (tolerance 2.5e-1)
// origin: execute precision-fp24-rounding {inputs: fp24}
ps_2_sw
mov r1, c0
mov r2, c1
mov r3, c2
add r0, r1, r2
mov oC0, r0
