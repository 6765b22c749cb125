// case: ps.precision/execute/ps_2_0/precision-fp16-overflow-fp16 (execute)
// expect: the outputs of execute-ps_2_0-precision-fp16-overflow-fp16.outputs.json (tolerance 1.171875e0)
// origin: execute precision-fp16-overflow {inputs: fp16}
ps_2_0
mov r1, c0
mov r2, c1
mov r3, c2
mul r0, r1, r2
mov oC0, r0
