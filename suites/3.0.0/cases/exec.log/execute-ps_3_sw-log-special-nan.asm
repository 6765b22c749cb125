// case: exec.log/execute/ps_3_sw/log-special-nan (execute)
// expect: the outputs of execute-ps_3_sw-log-special-nan.outputs.json (tolerance 1.9073486328125e-6)
// origin: execute log-special {inputs: nan}
ps_3_sw
mov r1, c0
mov r2, c1
mov r3, c2
log r0, r1.x
mov oC0, r0
