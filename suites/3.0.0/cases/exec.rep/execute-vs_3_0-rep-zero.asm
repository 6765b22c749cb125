// case: exec.rep/execute/vs_3_0/rep-zero (execute)
// expect: the outputs of execute-vs_3_0-rep-zero.outputs.json (tolerance 4.76837158203125e-7)
// origin: execute rep {inputs: zero}
vs_3_0
dcl_position o0
mov r1, c0
mov r2, c1
mov r3, c2
mov r0, r3
rep i0
add r0, r0, r1
endrep
mov o0, r0
