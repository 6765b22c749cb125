// case: ps14.t-texture-only/invalid/ps_1_4/mutate-t-in-arith-0 (validate)
// expect: invalid [ps14.t-texture-only]
// origin: mutator t-in-arith on random seed 1 ps_1_4 #0
ps_1_4
def c7, 1.0, 1.0, 0.25, -1.0
def c0, 0.25, 0.125, 0.0, 1.0
def c2, -1.0, -1.0, 0.5, -0.5
def c6, 0.0, 0.125, -1.0, -1.0
lrp_sat r2, c7.y, c7, c3.y
mul r5.xyz, c7.w, c2
+mul r4.w, r2, r2
lrp r2, c1, r5_x2.x, c0.x
mad r4.y, c7, c2, r5
dp4_sat r2.yzw, c7, c1.x
mov r0.xw, -r2_x2
nop
mul r4.xw, c1.y, r2.x
phase
texcrd r4, t4
add_d8 r0, c0, r2.x
mov r1, t0
