// case: exec.break/execute/ps_2_x/break-early (execute)
// expect: the outputs of execute-ps_2_x-break-early.outputs.json (tolerance 6.103515625e-4)
// origin: execute break {inputs: early}
ps_2_x
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
mov oC0, r0
