// case: exec.log/execute/ps_3_0/log-special-neg-inf (execute)
// expect: the outputs of execute-ps_3_0-log-special-neg-inf.outputs.json (tolerance 1.9073486328125e-6)
// origin: execute log-special {inputs: neg-inf}
ps_3_0
mov r1, c0
mov r2, c1
mov r3, c2
log r0, r1.x
mov oC0, r0
