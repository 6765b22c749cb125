// case: exec.rep/execute/ps_3_sw/rep-three (execute)
// expect: the outputs of execute-ps_3_sw-rep-three.outputs.json (tolerance 1.430511474609375e-6)
// origin: execute rep {inputs: three}
ps_3_sw
mov r1, c0
mov r2, c1
mov r3, c2
mov r0, r3
rep i0
add r0, r0, r1
endrep
mov oC0, r0
