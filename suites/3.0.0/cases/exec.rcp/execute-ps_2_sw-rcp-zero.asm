// case: exec.rcp/execute/ps_2_sw/rcp-zero (execute)
// expect: the outputs of execute-ps_2_sw-rcp-zero.outputs.json (tolerance 6.103515625e-5)
// origin: execute rcp {inputs: zero}
ps_2_sw
mov r1, c0
mov r2, c1
mov r3, c2
rcp r0, r1.x
mov oC0, r0
