// case: exec.texld/execute/ps_2_x/texld-cube-pos-y (execute)
// expect: the outputs of execute-ps_2_x-texld-cube-pos-y.outputs.json (tolerance 6.103515625e-5)
// origin: execute texld-cube {inputs: pos-y}
ps_2_x
dcl_cube s0
mov r1, c0
mov r2, c1
mov r3, c2
texld r0, r1, s0
mov oC0, r0
