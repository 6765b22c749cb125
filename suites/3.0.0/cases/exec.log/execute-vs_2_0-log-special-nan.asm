// case: exec.log/execute/vs_2_0/log-special-nan (execute)
// expect: the outputs of execute-vs_2_0-log-special-nan.outputs.json (tolerance 1.9073486328125e-6)
// origin: execute log-special {inputs: nan}
vs_2_0
mov r1, c0
mov r2, c1
mov r3, c2
log r0, r1.x
mov oPos, r0
