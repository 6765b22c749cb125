// case: exec.breakc/execute/vs_3_sw/breakc-never (execute)
// expect: the outputs of execute-vs_3_sw-breakc-never.outputs.json (tolerance 9.5367431640625e-6)
// origin: execute breakc {inputs: never}
vs_3_sw
dcl_position o0
mov r1, c0
mov r2, c1
mov r3, c2
mov r0, r3
rep i0
add r0, r0, r1
break_gt r0.x, r2.x
endrep
mov o0, r0
