// case: exec.log/execute/ps_2_sw/log-basic (execute)
// expect: the outputs of execute-ps_2_sw-log-basic.outputs.json (tolerance 4.8828125e-4)
// origin: execute log {inputs: basic}
ps_2_sw
mov r1, c0
mov r2, c1
mov r3, c2
log r0, r1.x
mov oC0, r0
