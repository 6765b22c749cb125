// case: decl.no-result-modifier/invalid/ps_2_0/mutate-dcl-shift-0 (validate)
// expect: invalid [decl.no-result-modifier]
// origin: mutator dcl-shift on random seed 1 ps_2_0 #0
ps_2_0
dcl_x2 t5.yw
dcl_centroid t3
def c25, 7.2022235e-28, 1.0, 0.25, -1.0
dcl_cube s12
dcl t4
dcl t1.xyw
dcl v0
cmp r2, c31, -t4.x, -c31.wzyx
mov r8.xyw, -c31
frc r2, c31.zxyw
texldp r0, t3, s12
texld r10, t4, s12
abs r6, c31.y
crs_sat_pp r7.y, r0, r10
m3x4 r6, -t3, c16
m3x4_pp r6, t4.w, c21
dp2add_sat r3.xyw, r8, r0.x, r0.z
dp2add_pp r6.xyw, r6.x, t4, r8.x
exp r10, c3.w
mov oC0, c1
mov oC1, c31
mov oC2, c2
