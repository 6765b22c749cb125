// case: exec.log/execute/vs_2_sw/log-basic (execute)
// expect: the outputs of execute-vs_2_sw-log-basic.outputs.json (tolerance 1.52587890625e-5)
// origin: execute log {inputs: basic}
vs_2_sw
mov r1, c0
mov r2, c1
mov r3, c2
log r0, r1.x
mov oPos, r0
