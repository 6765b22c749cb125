// case: random/valid/ps_3_0/19 (validate)
// expect: valid
// case: random/assemble/ps_3_0/19 (assemble)
// expect: the tokens of valid-ps_3_0-19.bin
// origin: random seed 1 ps_3_0 #19
ps_3_0
dcl vPos.y
dcl_texcoord8 v9
dcl_normal1 v5.xw
dcl_2d s6
defb b4, false
dcl_2d s0
def c23, -2.0, 0.125, -0.5, -1.0
def c10, 1399751.9, 1.0, -3.5322564e-20, 0.5
dcl_cube s11
defb b14, false
defi i5, 2, 0, 2, 0
def c38, 0.25, -7.0038706e-15, -2.8024487e18, -1.8300126e20
nrm r15.xyz, c1
if !b10
    min r7, c1, v9
    min_sat r14, c223, r7
    sub_pp r11, c0, c0
    abs_pp r16, c1.yyzx
    if_gt r11.y, c1.y
        mov r14, c0
        mul r28, c223.xxy, c223
        lrp r10, c2, -v5.wxw, -r7.xzxz
    endif
endif
mul oC0, c2, c2.xxzx
