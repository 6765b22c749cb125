// case: random/valid/ps_2_0/17 (validate)
// expect: valid
// case: random/assemble/ps_2_0/17 (assemble)
// expect: the tokens of valid-ps_2_0-17.bin
// origin: random seed 1 ps_2_0 #17
ps_2_0
dcl t6.z
dcl t0
dcl v0
dcl_centroid t5
def c1, 0.125, 1.0, 2.0, 1.0
def c31, 2.0, 2.0, -1.1581498e-28, 0.5
def c28, -1.0, -2.6555264e-13, 0.125, 4.0
dcl_2d s9
dcl t7
dcl_cube s2
dcl_centroid v1
def c10, 2.414232e19, -2.6238643e-11, 0.25, 1566336.0
rsq r0, t5.x
crs r1.z, v0, t5
add_pp r5, -r0, r0
dp2add r10, r5.x, -v0.w, c0.x
add_pp r2, r0, c0.x
texld r7, t7, s9
mul_sat r7, c31, -r5.y
exp_pp r2, v0.y
frc r6.zw, r10
dp2add r0, t0, r10, c0.w
m4x3_pp r6.xyz, v1, c28
sub_pp r4.yzw, -r6, -c3.w
texkill t0
texldp r8, r10, s2
texldp r11, r2, s2
sub r1, r5.zxyw, -r7
abs r4.xz, r4.w
nop
exp r2, v1.z
texldp r9, r8, s2
nop
mul_pp r10, r7, t5
log r10.z, c0.z
texld r9, r7, s9
m4x4_pp r11, t5, c11
max r1, r0.z, r2
min r2.y, r7.yzxw, r7
texldb r0, r10, s9
mul r0.yw, r6.x, -r4.w
sub r10, r4.w, -t5
sub r7, -v0.zxyw, -c3
abs_pp r10, r1
dp2add r4.y, -c31.yzxw, -t5, r6.y
m3x3 r1.xyz, -r9.zxyw, c11
mov oC0, t5
mov oC1, c2
mov oC2, t5
