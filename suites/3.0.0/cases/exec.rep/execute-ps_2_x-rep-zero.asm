// case: exec.rep/execute/ps_2_x/rep-zero (execute)
// expect: the outputs of execute-ps_2_x-rep-zero.outputs.json (tolerance 6.103515625e-5)
// origin: execute rep {inputs: zero}
ps_2_x
mov r1, c0
mov r2, c1
mov r3, c2
mov r0, r3
rep i0
add r0, r0, r1
endrep
mov oC0, r0
