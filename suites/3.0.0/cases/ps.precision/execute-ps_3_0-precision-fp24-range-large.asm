// case: ps.precision/execute/ps_3_0/precision-fp24-range-large (execute)
// expect: the outputs of execute-ps_3_0-precision-fp24-range-large.outputs.json (tolerance 9.5367431640625e11)
// origin: execute precision-fp24-range {inputs: large}
ps_3_0
mov r1, c0
mov r2, c1
mov r3, c2
mul r0, r1, r2
mov oC0, r0
