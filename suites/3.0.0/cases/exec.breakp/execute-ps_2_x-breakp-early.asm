// case: exec.breakp/execute/ps_2_x/breakp-early (execute)
// expect: the outputs of execute-ps_2_x-breakp-early.outputs.json (tolerance 6.103515625e-4)
// origin: execute breakp {inputs: early}
ps_2_x
mov r1, c0
mov r2, c1
mov r3, c2
mov r0, r3
rep i0
add r0, r0, r1
setp_gt p0, r0, r2
breakp p0.x
endrep
mov oC0, r0
