// case: exec.break/execute/vs_2_x/break-early (execute)
// expect: the outputs of execute-vs_2_x-break-early.outputs.json (tolerance 4.76837158203125e-6)
// origin: execute break {inputs: early}
vs_2_x
mov r1, c0
mov r2, c1
mov r3, c2
mov r0, r3
rep i0
add r0, r0, r1
if_gt r0.x, r2.x
break
endif
endrep
mov oPos, r0
