// case: op.texkill-register/invalid/ps_2_x/mutate-texkill-const-0 (validate)
// expect: invalid [op.texkill-register]
// origin: mutator texkill-const on random seed 1 ps_2_x #0
ps_2_x
defb b15, true
def c6, 1.385962e-22, -1.0, -1.0, 0.25
dcl_centroid t6
dcl t1
dcl_2d s15
defi i7, 3, 2, 1, 0
dcl t2
dcl t3.x
def c11, -2.8314237e-22, 0.5, -4.3742285e-34, 2.0
defi i14, 1, 4, 1, 0
dcl_volume s9
defb b4, false
dp3 r21, -t6, -t6.zzwy
m3x4_sat r12, -t1.yzzw, c13
texkill t2
nop
mul_pp r5.xy, c3.xywy, r12
texldp r31, t2, s9
min r15, -t1, -t1
lrp r15, r21.wy, -t1.yyz, c3.wwzw
mov_sat_pp r30, r12.yxxw
exp r16.zw, c0.x
mov oC0, r30
mov oC1, r15
mov oC2, r30
mov oC3, c3
texkill c0
