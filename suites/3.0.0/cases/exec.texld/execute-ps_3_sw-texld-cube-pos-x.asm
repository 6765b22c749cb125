// case: exec.texld/execute/ps_3_sw/texld-cube-pos-x (execute)
// expect: the outputs of execute-ps_3_sw-texld-cube-pos-x.outputs.json (tolerance 9.5367431640625e-7)
// origin: execute texld-cube {inputs: pos-x}
ps_3_sw
dcl_cube s0
mov r1, c0
mov r2, c1
mov r3, c2
texld r0, r1, s0
mov oC0, r0
