// case: random/valid/vs_3_sw/4 (validate)
// expect: valid
// case: random/assemble/vs_3_sw/4 (assemble)
// expect: the tokens of valid-vs_3_sw-4.bin
// origin: random seed 1 vs_3_sw #4
vs_3_sw
dcl_volume s2
def c16, 0.0, 4.0, 0.0, -2.0
dcl_cube s0
dcl_psize o9
dcl_texcoord5 o11
dcl_normal15 o1.zw
defi i50, 1, 0, 2, 0
dcl_2d s1
dcl_color12 o1.xy
defb b38, false
def c28, 1.0, 0.0, 9.490693e-33, 0.125
dcl_position o5
defb b24, true
dcl_position v9
def c53, 4.0, 5.738331e-7, -0.5, -1.0373679e34
def c45, 0.25, 1.7346697e-18, -1.0, -0.5
call l888
nrm r6, v9
add r23, -r6, -c2
lrp r19.yz, c3.zzyx, r23.xzwx, c2.yzxw
dp4 r13.xzw, -c1, c2.yyw
setp_le p0, c8191.ywwy, -c3_abs.zyw
mova a0, r23_abs
callnz l888, b9
nrm_sat r13, c8[a0.z]
lrp r14, -c0.wxyx, v9[a0.y].xxzx, v9[a0.z].wxzw
mov o5, c4[a0.x]
min o1.xy, -c1_abs, c4[a0.x].yzxz
min o1.zw, c0[a0.z], c0[a0.x]_abs.yzwx
ret
label l888
pow r19, c1_abs.w, c2.z
frc r28.yzw, c2
m3x3 r2.xyz, v9_abs, c2086
ret
