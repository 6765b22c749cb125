// case: exec.break/execute/ps_2_sw/break-never (execute)
// expect: the outputs of execute-ps_2_sw-break-never.outputs.json (tolerance 1.220703125e-3)
// origin: execute break {inputs: never}
ps_2_sw
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
