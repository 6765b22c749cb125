// case: mask.ps1-texture/invalid/ps_1_3/mutate-tex-mask-1 (validate)
// expect: invalid [mask.ps1-texture]
// origin: mutator tex-mask on random seed 1 ps_1_3 #1
ps_1_3
def c5, 1.0, 1.0, 1.0, 1.0
def c0, 1.0, 1.0, -0.5, -0.5
def c6, -1.0, 0.125, 1.0, -1.0
texkill t0.xyz
add r0, c1.w, c0.w
