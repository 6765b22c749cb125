// case: exec.rcp/execute/ps_2_x/rcp-negative (execute)
// expect: the outputs of execute-ps_2_x-rcp-negative.outputs.json (tolerance 4.8828125e-4)
// origin: execute rcp {inputs: negative}
ps_2_x
mov r1, c0
mov r2, c1
mov r3, c2
rcp r0, r1.x
mov oC0, r0
