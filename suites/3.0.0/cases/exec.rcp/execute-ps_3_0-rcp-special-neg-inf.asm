// case: exec.rcp/execute/ps_3_0/rcp-special-neg-inf (execute)
// expect: the outputs of execute-ps_3_0-rcp-special-neg-inf.outputs.json (tolerance 4.76837158203125e-7)
// origin: execute rcp-special {inputs: neg-inf}
ps_3_0
mov r1, c0
mov r2, c1
mov r3, c2
rcp r0, r1.x
mov oC0, r0
