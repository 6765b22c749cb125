// case: random/valid/ps_3_0/3 (validate)
// expect: valid
// case: random/assemble/ps_3_0/3 (assemble)
// expect: the tokens of valid-ps_3_0-3.bin
// origin: random seed 1 ps_3_0 #3
ps_3_0
def c52, 77268.695, -1.0, 2.400408e-24, 0.5
dcl_2d s8
dcl_texcoord8 v5
def c10, -2552.702, -6558973000.0, -0.5, 1.0
dcl_tangent5 v6
defb b6, true
def c4, -1.0, -4.5242368e-14, 0.25, 7.7707656e-25
defi i9, 4, 3, 1, 0
dcl_fog13_centroid v8.yzw
defb b8, false
dcl_normal7 v2.yzw
dcl vFace
dcl_2d s6
def c59, -1.0, 0.0, 0.5, -6.040848e25
pow_sat_pp r15.xy, -c1_abs.x, v5.w
dp3_pp r3, c3_abs.wyzx, c3_abs
texldl r6, r3, s6
dp4_sat r0.z, c223_abs, -r3_abs
mul r29.x, c3_abs.xxwz, -c3_abs
mul_sat r18, -c2_abs, v5
dp3 r2, -c1_abs, v6_abs.yzw
dsy r13, v6.zzyx
min oC0, -r2_abs, r13
