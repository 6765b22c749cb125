// case: exec.breakc/execute/ps_3_0/breakc-early (execute)
// expect: the outputs of execute-ps_3_0-breakc-early.outputs.json (tolerance 4.76837158203125e-6)
// origin: execute breakc {inputs: early}
ps_3_0
mov r1, c0
mov r2, c1
mov r3, c2
mov r0, r3
rep i0
add r0, r0, r1
break_gt r0.x, r2.x
endrep
mov oC0, r0
