// case: exec.log/execute/ps_3_sw/log-basic (execute)
// expect: the outputs of execute-ps_3_sw-log-basic.outputs.json (tolerance 1.52587890625e-5)
// origin: execute log {inputs: basic}
ps_3_sw
mov r1, c0
mov r2, c1
mov r3, c2
log r0, r1.x
mov oC0, r0
